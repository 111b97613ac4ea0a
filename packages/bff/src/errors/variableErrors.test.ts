import { describe, expect, it } from 'vitest';
import { buildSchema, getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { safeVariableErrorMessage, safeVariableMessage } from './variableErrors';

const schema = buildSchema(`
  enum Delivery { COOKIE RESPONSE }
  input SignIn { username: String! password: String! delivery: Delivery tags: [Int!] }
  type Query { ok(input: SignIn): Boolean }
`);
const operation = parse('query ($input: SignIn!) { ok(input: $input) }').definitions[0] as OperationDefinitionNode;

/** The message graphql-js gives for `input`, made safe. */
function refused(input: unknown): string {
  const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], { input });
  expect(errors).toHaveLength(1);
  return safeVariableErrorMessage(errors![0])!;
}

describe('a refused variable', () => {
  it('never quotes the value sent, however it was refused', () => {
    const password = 'Portal!2026';
    const cases: [unknown, string][] = [
      [
        { username: 'a@b.example', password, bogus: 1 },
        'Variable "$input" got an invalid value: Field "bogus" is not defined by type "SignIn".',
      ],
      [
        { username: 'a@b.example', password: 12 },
        'Variable "$input" got an invalid value at "input.password": Expected a value of type "String".',
      ],
      [{ username: password }, 'Variable "$input" got an invalid value: Field "password" of required type "String!" was not provided.'],
      [
        { username: 'a', password, delivery: 'RESPONS' },
        'Variable "$input" got an invalid value at "input.delivery": The value is not one of the "Delivery" enum\'s values.',
      ],
      [
        { username: 'a', password, tags: [1, password] },
        'Variable "$input" got an invalid value at "input.tags[1]": Expected a value of type "Int".',
      ],
      [password, 'Variable "$input" got an invalid value: Expected an object of type "SignIn".'],
    ];
    for (const [input, expected] of cases) {
      const message = refused(input);
      expect(message).toBe(expected);
      expect(message).not.toContain(password);
      expect(message).not.toContain('Did you mean');
    }
  });

  it('keeps the messages that quote no value', () => {
    expect(safeVariableMessage('Variable "$input" of required type "SignIn!" was not provided.')).toBe(
      'Variable "$input" of type "SignIn!" was not provided.',
    );
    expect(safeVariableMessage('Variable "$input" of non-null type "SignIn!" must not be null.')).toBe(
      'Variable "$input" of type "SignIn!" must not be null.',
    );
  });

  it('ignores a path-like text planted in the value', () => {
    const message = safeVariableMessage(
      'Variable "$input" got invalid value { x at "input.secret": 1 }; Boolean cannot represent a non boolean value: 1',
      'Boolean cannot represent a non boolean value: 1',
    );
    expect(message).toBe('Variable "$input" got an invalid value: Expected a value of type "Boolean".');
  });
});
