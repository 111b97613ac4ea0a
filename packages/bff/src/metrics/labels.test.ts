import { describe, expect, it } from 'vitest';
import { boundedLabels, operationLabeler, upstreamRoute } from './labels';

describe('upstreamRoute', () => {
  it.each([
    ['/signin', false, '/api/v1/webapp/signin'],
    ['/users/self', false, '/api/v1/webapp/users/self'],
    ['/users/6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab/sessions', false, '/api/v1/webapp/users/:id/sessions'],
    ['/users/6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab/sessions/AbC_12-x/signOut', false, '/api/v1/webapp/users/:id/sessions/:id/signOut'],
    ['/eyeCareProviders/{uid}/patients/{id}', false, '/api/v1/webapp/eyeCareProviders/:uid/patients/:id'],
    ['/reports/eyJhbGciOi.sig', false, '/api/v1/webapp/reports/:id'],
    ['/patients/42?ids=1,2&limit=5', false, '/api/v1/webapp/patients/:id'],
    ['/users/jane%40clinic.example', false, '/api/v1/webapp/users/:id'],
    ['/health', true, '/health'],
    ['/', false, '/api/v1/webapp/'],
  ])('%s (root %s) → %s', (path, root, route) => {
    expect(upstreamRoute(path, root)).toBe(route);
  });
});

describe('operationLabeler', () => {
  it('keeps the web app’s names, caps the others, names the unnamed', () => {
    const label = operationLabeler(new Set(['PatientsTabQuery']), 2);
    expect(label('PatientsTabQuery')).toBe('PatientsTabQuery');
    expect(label(null)).toBe('anonymous');
    expect(label(undefined)).toBe('anonymous');
    expect(label('IntegratorExport')).toBe('IntegratorExport');
    expect(label('IntegratorPage')).toBe('IntegratorPage');
    expect(label('OneTooMany')).toBe('other');
    expect(label('IntegratorExport')).toBe('IntegratorExport');
    expect(label('PatientsTabQuery')).toBe('PatientsTabQuery');
    expect(label('{ viewer { id } }')).toBe('other');
    expect(label('x'.repeat(65))).toBe('other');
  });
});

describe('boundedLabels', () => {
  it('passes the first values and folds the rest into the overflow', () => {
    const label = boundedLabels(2, 'other');
    expect(['a', 'b', 'c', 'a', 'd', 'b'].map(label)).toEqual(['a', 'b', 'other', 'a', 'other', 'b']);
  });
});
