import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 523 rows in 20 files, held out from the categorizer's tuning; at least 320 keeps it a measurement of some weight.
describeMeasuringCorpus("the held-out categorization corpus", "test/fixtures/categorization-held-out", 320);
