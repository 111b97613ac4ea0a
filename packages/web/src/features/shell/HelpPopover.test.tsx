// The help popover: the version, and the privacy policy PDF in the reader's language in a new tab.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '../../i18n/language';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HelpPopover } from './HelpPopover';

describe('HelpPopover', () => {
  it('shows the version and opens the English privacy policy PDF in a new tab', async () => {
    renderWithProviders(<HelpPopover version="01.02.25" />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByText('Version 01.02.25')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', '/documents/privacy-policy.pdf?lang=en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the Italian PDF when the interface speaks Italian', async () => {
    await activateLanguage('it');
    renderWithProviders(<HelpPopover version="01.02.25" />);
    await userEvent.click(screen.getByRole('button', { name: 'Aiuto' }));
    const link = await screen.findByRole('link', { name: 'Informativa sulla privacy' });
    expect(link).toHaveAttribute('href', '/documents/privacy-policy.pdf?lang=it');
  });

  it('links the Hebrew PDF when the interface speaks Hebrew', async () => {
    await activateLanguage('he');
    renderWithProviders(<HelpPopover version="01.02.25" />);
    await userEvent.click(screen.getByRole('button', { name: 'עזרה' }));
    const link = await screen.findByRole('link', { name: 'מדיניות הפרטיות' });
    expect(link).toHaveAttribute('href', '/documents/privacy-policy.pdf?lang=he');
  });

  it('links the English PDF for a language without its own (German)', async () => {
    await activateLanguage('de');
    renderWithProviders(<HelpPopover version="01.02.25" />);
    await userEvent.click(screen.getByRole('button', { name: 'Hilfe' }));
    const link = await screen.findByRole('link', { name: 'Datenschutzerklärung' });
    expect(link).toHaveAttribute('href', '/documents/privacy-policy.pdf?lang=en');
  });
});
