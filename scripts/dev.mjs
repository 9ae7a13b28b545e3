// `npm run dev`: the server in development mode (NODE_ENV=development unless set), so pages come from
// Vite's dev server inside ours (server/index.ts) instead of ./build. `tsx watch` restarts it when a
// server file changes; Vite reloads the routes and components on their own.
process.env.NODE_ENV ??= "development";
await import("../server/index.ts");
