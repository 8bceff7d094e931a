// happy-dom has no IndexedDB; idb-keyval needs one.
import 'fake-indexeddb/auto';
