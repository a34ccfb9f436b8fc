import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 317 rows in 11 files, blind to the categorizer; at least 285 keeps it a measurement of some weight.
describeMeasuringCorpus("the forty-fourth blind categorization corpus", "test/fixtures/categorization-blind-44", 285);
