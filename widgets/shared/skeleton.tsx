import skeletonCss from './skeleton.css';

/** Three placeholder cards while a list's first page loads (spec: frame §2 loading skeletons). */
export function Skeleton() {
  return (
    <div className="skeleton" part="skeleton" aria-hidden="true">
      <style>{skeletonCss}</style>
      <div className="skeleton-card" />
      <div className="skeleton-card" />
      <div className="skeleton-card" />
    </div>
  );
}
