import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Open profile</button>
      <button>Behind</button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Applicant Profile"
        footer={<button>Download Resume</button>}
      >
        <label>
          Status
          <select defaultValue="Applied">
            <option>Applied</option>
            <option>Review</option>
          </select>
        </label>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog rendered into document.body', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog); // portal
    expect(document.body).toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus inside, traps Tab and Shift+Tab, and Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open profile' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    const select = screen.getByRole('combobox', { name: 'Status' });
    const download = screen.getByRole('button', { name: 'Download Resume' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(select).toHaveFocus();
    await user.tab();
    expect(download).toHaveFocus();
    await user.tab(); // wraps to the first
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // wraps to the last
    expect(download).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the Close button and a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    const backdrop = document.body.querySelector('.bg-black\\/50');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Drawer', () => {
  it('is a labelled dialog that traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} title="Filters" side="right">
        <button>Clear All</button>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.className).toContain('right-0');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
