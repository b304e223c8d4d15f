/**
 * The completeness rule of the personal-data download (decision 055): every model of the data model that refers
 * to a person — a relation to Customer or User, or a column `customerId`, `userId`, `email` (or one ending in
 * `CustomerId`, `UserId`, `Email`) — is either in the download or listed as left out with a reason. Pure: the
 * caller hands in the models (the generated client's data model, or a made-up one in a test).
 */
export interface ModelField {
  name: string;
  kind: string;
  type: string;
}

export interface ModelShape {
  name: string;
  fields: readonly ModelField[];
}

const PERSON_MODELS = new Set(["Customer", "User"]);
const PERSON_COLUMN = /^(customerId|userId|email)$|(CustomerId|UserId|Email)$/;

/** Why a model refers to a person (the first field that makes it so), or null when it does not. */
export function personReference(model: ModelShape): string | null {
  for (const field of model.fields) {
    if (field.kind === "object" && PERSON_MODELS.has(field.type)) return `relation ${field.name} → ${field.type}`;
    if (field.kind === "scalar" && PERSON_COLUMN.test(field.name)) return `column ${field.name}`;
  }
  return null;
}

export interface CoverageGap {
  model: string;
  reason: string;
}

/**
 * The models that refer to a person and are neither exported nor excluded (each with why it counts), plus the
 * names listed that no longer exist (a stale list hides nothing new, but says nothing true either).
 */
export function coverageGaps(
  models: readonly ModelShape[],
  exported: readonly string[],
  excluded: Readonly<Record<string, string>>,
): { missing: CoverageGap[]; unknown: string[]; unexplained: string[] } {
  const names = new Set(models.map((m) => m.name));
  const covered = new Set([...exported, ...Object.keys(excluded)]);
  const missing: CoverageGap[] = [];
  for (const model of models) {
    const reason = personReference(model);
    if (reason && !covered.has(model.name)) missing.push({ model: model.name, reason });
  }
  const unknown = [...covered].filter((name) => !names.has(name)).sort();
  const unexplained = Object.entries(excluded)
    .filter(([, why]) => why.trim().length < 10)
    .map(([name]) => name);
  return { missing, unknown, unexplained };
}
