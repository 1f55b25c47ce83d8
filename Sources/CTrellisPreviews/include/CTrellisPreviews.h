#ifndef CTRELLIS_PREVIEWS_H
#define CTRELLIS_PREVIEWS_H

#include <stddef.h>

/// The records `#Preview` puts in the `trellis_previews` section of the program this is linked
/// into: where they start and end, or NULL for both when there are none.
const void *_Nullable ctrellis_preview_records_begin(void);
const void *_Nullable ctrellis_preview_records_end(void);

/// Finds the non-generic types of this program that conform to the protocol `protocol_name` of
/// the module `module_name`, by the conformance records the compiler emits: it writes the
/// metadata of up to `capacity` of them to `types` and returns how many there are in all.
///
/// The linker drops the records of types nothing refers to when it strips dead code, as
/// SwiftPM's release builds do, so this finds them in a debug build.
size_t ctrellis_conforming_types(
    const char *_Nonnull module_name, const char *_Nonnull protocol_name,
    const void *_Nullable *_Nullable types, size_t capacity);

#endif
