// What the grid's scripts use of the page that TypeScript's DOM types do not say: Vaadin's
// connection state, and the flag that it is heard once per page. Only for the type check in
// docs/testing.md; the browser never loads this file.
interface Window {
    Vaadin?: { connectionState?: { state: string; addStateChangeListener(listener: () => void): void } };
    calcoolationWatchesConnection?: boolean;
}
