#include "CTrellisPreviews.h"

#include <stdint.h>
#include <string.h>

// The linker defines these for a section whose name is a C identifier; weak, so a program with
// no previews links too (and they are then NULL).
extern const char __start_trellis_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_trellis_previews[] __attribute__((weak, visibility("hidden")));

const void *ctrellis_preview_records_begin(void) { return __start_trellis_previews; }
const void *ctrellis_preview_records_end(void) { return __stop_trellis_previews; }

// The Swift runtime's records of protocol conformances, in this program's image. Their layout is
// Swift's stable ABI (docs/ABI/TypeMetadata.rst): 32-bit offsets relative to the field itself.
extern const int32_t __start_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));
extern const int32_t __stop_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));

static const char *direct(const int32_t *field) {
  return *field ? (const char *)field + *field : NULL;
}

// A relative pointer whose low bit says the target is reached through a pointer (a GOT entry).
static const char *indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (!offset) return NULL;
  const char *target = (const char *)field + (offset & ~1);
  return (offset & 1) ? *(const char *const *)target : target;
}

// A context descriptor: flags, then its parent; a named one then has its name.
enum { kind_module = 0, kind_class = 16, kind_struct = 17, kind_enum = 18, flag_generic = 0x80 };
static uint32_t flags_of(const char *context) { return *(const uint32_t *)context; }
static const char *parent_of(const char *context) { return indirectable((const int32_t *)(context + 4)); }
static const char *name_of(const char *context) { return direct((const int32_t *)(context + 8)); }

static int is_named(const char *context, const char *name) {
  const char *own = context ? name_of(context) : NULL;
  return own && strcmp(own, name) == 0;
}

typedef struct {
  const void *metadata;
  uintptr_t state;
} metadata_response;
typedef metadata_response (*metadata_accessor)(uintptr_t request) __attribute__((swiftcall));

size_t ctrellis_conforming_types(
    const char *module_name, const char *protocol_name, const void **types, size_t capacity) {
  size_t found = 0;
  if (!__start_swift5_protocol_conformances) return 0;
  for (const int32_t *record = __start_swift5_protocol_conformances;
       record < __stop_swift5_protocol_conformances; record++) {
    const char *conformance = direct(record);
    if (!conformance) continue;
    // The protocol: named `protocol_name`, directly in the module `module_name`.
    const char *protocol = indirectable((const int32_t *)conformance);
    if (!is_named(protocol, protocol_name)) continue;
    const char *module = parent_of(protocol);
    if (!module || (flags_of(module) & 0x1F) != kind_module || !is_named(module, module_name)) {
      continue;
    }
    // The conforming type: a type descriptor, directly or through a pointer.
    uint32_t conformance_flags = *(const uint32_t *)(conformance + 12);
    const char *type = NULL;
    switch ((conformance_flags >> 3) & 7) {
    case 0: type = direct((const int32_t *)(conformance + 4)); break;
    case 1: {
      const char *slot = direct((const int32_t *)(conformance + 4));
      type = slot ? *(const char *const *)slot : NULL;
      break;
    }
    default: continue;  // an Objective-C class
    }
    if (!type) continue;
    uint32_t kind = flags_of(type) & 0x1F;
    if (kind < kind_class || kind > kind_enum || (flags_of(type) & flag_generic)) continue;
    metadata_accessor accessor = (metadata_accessor)direct((const int32_t *)(type + 12));
    if (!accessor) continue;
    if (types && found < capacity) types[found] = accessor(0).metadata;
    found++;
  }
  return found;
}
