// graphql-js quotes a refused variable's whole value in its error ("Variable "$input" got invalid
// value { username: "…", password: "…" }; Field "x" is not defined…"), and that text would reach the
// answer and the log. These errors are rebuilt from names only: the variable, the path of schema
// fields to the refused value and why, never a value and never a "Did you mean" suggestion.
import { GraphQLError } from 'graphql';

/** A variable the schema refused (an unknown field or enum value, a string for an Int, a missing required one). */
export const VARIABLE_COERCION =
  /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" (got invalid value|has invalid value|of required type|of non-null type)/;

export const isVariableCoercionMessage = (message: string) => VARIABLE_COERCION.test(message);

const NAME = '[_A-Za-z][_0-9A-Za-z]{0,63}';
/** The path graphql-js appends to the refused value: schema field names and list indices only. */
const TRAILING_PATH = new RegExp(` at "(\\$?${NAME}(?:\\.${NAME}|\\[\\d+\\])*)"$`);

/** Why a value was refused, from graphql-js's inner message, with names kept and values dropped. */
function reasonOf(inner: string): string {
  let match = new RegExp(`^Field "(${NAME})" is not defined by type "(${NAME})"`).exec(inner);
  if (match) return `Field "${match[1]}" is not defined by type "${match[2]}".`;
  if (/^Field "[^"]*" is not defined by type/.test(inner)) return 'An unknown field was sent.';
  match = new RegExp(`^Field "(${NAME})" of required type "([^"\\s]{1,80})" was not provided`).exec(inner);
  if (match) return `Field "${match[1]}" of required type "${match[2]}" was not provided.`;
  match = new RegExp(`^Expected type "(${NAME})" to be an object`).exec(inner);
  if (match) return `Expected an object of type "${match[1]}".`;
  match = new RegExp(`^Value .* does not exist in "(${NAME})" enum`, 's').exec(inner);
  if (match) return `The value is not one of the "${match[1]}" enum's values.`;
  match = new RegExp(`^(${NAME}) cannot represent`).exec(inner);
  if (match) return `Expected a value of type "${match[1]}".`;
  match = new RegExp(`^Expected type "(${NAME})"`).exec(inner);
  if (match) return `Expected a value of type "${match[1]}".`;
  return 'The value does not fit its type.';
}

/**
 * The message of a variable coercion error without the caller's value: `error.message` as
 * graphql-js built it, `inner` the message of the error it wraps (its originalError), if known.
 */
export function safeVariableMessage(message: string, inner?: string): string {
  const match = VARIABLE_COERCION.exec(message);
  if (!match) return message;
  const [, variable, kind] = match;
  if (kind === 'of required type' || kind === 'of non-null type') {
    // "… of required type "X!" was not provided." / "… must not be null.": no value in either.
    const type = /type "([^"\s]{1,80})"/.exec(message)?.[1];
    const rest = message.endsWith('must not be null.') ? 'must not be null' : 'was not provided';
    return `Variable "$${variable}"${type ? ` of type "${type}"` : ''} ${rest}.`;
  }
  let prefix = message;
  if (inner && message.endsWith(`; ${inner}`)) prefix = message.slice(0, message.length - inner.length - 2);
  const path = inner ? TRAILING_PATH.exec(prefix)?.[1] : undefined;
  const where = path && path !== variable ? ` at "${path}"` : '';
  return `Variable "$${variable}" got an invalid value${where}: ${inner ? reasonOf(inner) : 'the value does not fit its type.'}`;
}

/** The message of `error` when it is a variable coercion error, made safe; null for any other error. */
export function safeVariableErrorMessage(error: unknown): string | null {
  if (!(error instanceof GraphQLError) || !isVariableCoercionMessage(error.message)) return null;
  // Apollo wraps graphql-js's error in one of its own with the same message: the reason is the
  // first error down the chain that is not a variable error itself.
  let inner: unknown = error.originalError;
  for (let depth = 0; inner instanceof Error && isVariableCoercionMessage(inner.message) && depth < 5; depth += 1) {
    inner = (inner as { originalError?: unknown }).originalError ?? inner.cause;
  }
  return safeVariableMessage(error.message, inner instanceof Error ? inner.message : undefined);
}

/** The caller's refused variable as the BAD_USER_INPUT error it is (HTTP 400), without its value. */
export function refusedVariableError(error: GraphQLError): GraphQLError {
  return new GraphQLError(safeVariableErrorMessage(error) ?? 'A variable has an invalid value.', {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_VARIABLES', http: { status: 400 } },
  });
}
