import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string; replace?: boolean };

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An antd button that is a real link (<a href>): opens in a new tab on ctrl/middle click and
 * navigates inside the app on a plain click. Avoids nesting a <button> inside an <a>.
 */
export function LinkButton({ to, replace = false, onClick, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(to, { replace });
      }}
    />
  );
}
