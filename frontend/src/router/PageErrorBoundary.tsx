import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import RouteError from '../pages/RouteError';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The page area's error boundary: a page that fails to render or whose code fails to load (e.g. after a deploy)
 * shows RouteError inside the shell. Navigating elsewhere starts afresh (the boundary is keyed by the path).
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname}>
      <Outlet />
    </Boundary>
  );
}
