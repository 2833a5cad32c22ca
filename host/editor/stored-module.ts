import type { ModuleInput, StoredModule } from '../../src/contract/editor';
import { apiMessage } from '../../src/modules/fields';
import { moduleDefinition, parseModule, topLevelTypes } from '../../src/modules/registry';
import { badRequest } from '../http/errors';
import { sanitizeModuleTree } from '../render/sanitize';

/**
 * Validates a module with the registry (spec: frame §5) and sanitises its rich text: what is
 * stored is what the public renderer may output as is. Field paths are prefixed with `module.`.
 */
export function storedModule(input: ModuleInput, id: string): StoredModule {
  const definition = moduleDefinition(input.type);
  if (!definition) throw moduleTypeError(`Unknown module type ${JSON.stringify(input.type)}.`);
  if (!topLevelTypes().includes(input.type))
    throw moduleTypeError(apiMessage('notInColumn', { type: input.type }));
  const result = parseModule({ ...input, id });
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const issue of result.issues) fields[`module.${issue.path}`] ??= issue.message;
    const message = Object.entries(fields)
      .map(([key, text]) => `${key}: ${text}`)
      .join('; ');
    throw badRequest(`Invalid body: ${message}`, fields);
  }
  return sanitizeModuleTree(result.module) as StoredModule;
}

const moduleTypeError = (message: string) =>
  badRequest(`Invalid body: module.type: ${message}`, { 'module.type': message });
