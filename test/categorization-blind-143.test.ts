import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 221 rows in 8 files, blind to the categorizer; at least 199 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-forty-third blind categorization corpus", "test/fixtures/categorization-blind-143", 199);
