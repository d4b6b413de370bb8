import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Tabs from './tabs';

afterEach(cleanup);

const Example = ({ activationMode }: { activationMode: 'automatic' | 'manual' }) => {
  const [value, setValue] = useState('one');
  return (
    <Tabs.Root value={value} onValueChange={setValue} activationMode={activationMode}>
      <Tabs.List aria-label="Numbers">
        <Tabs.Trigger value="one">One</Tabs.Trigger>
        <Tabs.Trigger value="two">Two</Tabs.Trigger>
        <Tabs.Trigger value="three">Three</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="one">First panel</Tabs.Content>
      <Tabs.Content value="two">Second panel</Tabs.Content>
      <Tabs.Content value="three">Third panel</Tabs.Content>
    </Tabs.Root>
  );
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('wires each tab to its panel and keeps one tab stop, the chosen tab', () => {
    render(<Example activationMode="automatic" />);
    expect(screen.getByRole('tablist', { name: 'Numbers' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    );
    expect(
      [tab('One'), tab('Two'), tab('Three')].map((t) => [t.tabIndex, t.getAttribute('aria-selected')]),
    ).toEqual([
      [0, 'true'],
      [-1, 'false'],
      [-1, 'false'],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.id).toBe(tab('One').getAttribute('aria-controls'));
    expect(panel.textContent).toBe('First panel');
    expect(screen.queryByText('Second panel')).toBeNull();
    expect(tab('One').getAttribute('data-state')).toBe('active');
  });

  it('chooses on focus when automatic: arrows wrap, Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Example activationMode="automatic" />);
    tab('One').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('One'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Three'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('One'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
  });

  it('waits for Enter, Space or a click when manual', async () => {
    const user = userEvent.setup();
    render(<Example activationMode="manual" />);
    tab('One').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    await user.click(tab('One'));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
  });
});
