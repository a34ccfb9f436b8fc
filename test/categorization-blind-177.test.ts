import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 210 rows in 8 files, blind to the categorizer; at least 189 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-seventy-seventh blind categorization corpus", "test/fixtures/categorization-blind-177", 189);
