import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 302 rows in 11 files, blind to the categorizer; at least 272 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifty-second blind categorization corpus", "test/fixtures/categorization-blind-52", 272);
