import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 224 rows in 8 files, blind to the categorizer; at least 201 keeps it a measurement of some weight.
describeMeasuringCorpus("the ninety-fourth blind categorization corpus", "test/fixtures/categorization-blind-94", 201);
