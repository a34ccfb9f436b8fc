import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 223 rows in 8 files, blind to the categorizer; at least 200 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-eighth blind categorization corpus", "test/fixtures/categorization-blind-188", 200);
