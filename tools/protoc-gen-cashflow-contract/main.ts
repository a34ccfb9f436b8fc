import { runNodeJs } from "@bufbuild/protoplugin";
import { protocGenCashflowContract } from "./plugin.js";

/** The plugin's entry point: buf writes a CodeGeneratorRequest to stdin and reads the response from stdout (./plugin.ts). */
runNodeJs(protocGenCashflowContract);
