// Browsers without ES modules never run the element loader: they get the fallback notice
// (spec: frame §1 "the browser is unsupported"). ES5 on purpose. Loaded with `nomodule`.
// biome-ignore lint/complexity/useArrowFunction: ES5 for browsers without modules
(function () {
  var notice = document.getElementById('foyer-fallback-notice');
  if (!notice) return;
  notice.removeAttribute('hidden');
  var button = notice.getElementsByTagName('button')[0];
  if (button)
    // biome-ignore lint/complexity/useArrowFunction: ES5 for browsers without modules
    button.onclick = function () {
      notice.setAttribute('hidden', '');
    };
})();
