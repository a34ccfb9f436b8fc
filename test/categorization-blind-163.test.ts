import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 226 rows in 8 files, blind to the categorizer; at least 203 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-sixty-third blind categorization corpus", "test/fixtures/categorization-blind-163", 203);
