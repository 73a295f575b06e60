/**
 * The id of the header's `<template>` holding the login modal as plain HTML (LoginShell), which
 * the header's Log in names in `data-shell` (src/lib/hydration/shell.ts).
 */
export const LOGIN_SHELL_ID = 'login-shell';
