// `pnpm --filter @portal/bff print-schema`: prints the schema the BFF serves (SDL), for
// integrators and for checking it against /schema.graphql by eye.
import { printSchema } from 'graphql';
import { buildExecutableSchema } from './schema/executableSchema';

process.stdout.write(`${printSchema(buildExecutableSchema())}\n`);
