// The baseline of the benchmark: a plain static file server (what a pre-rendered docs site
// would run), serving the same bytes our server renders. Usage: node static-server.mjs DIR PORT
import http from "node:http";
import path from "node:path";
import express from "express";

const [dir, port] = process.argv.slice(2);
const app = express();
app.disable("x-powered-by");
app.use(express.static(path.resolve(dir), { extensions: ["html"], index: "index.html" }));
http.createServer(app).listen(Number(port), "127.0.0.1", () => console.log("static server ready"));
