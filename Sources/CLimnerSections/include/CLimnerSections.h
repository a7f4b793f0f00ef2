// The bounds of the linker sections Limner reads at run time.
//
// `limner_previews` holds one record per `#Preview` (emitted by the LimnerMacros plugin with
// `@section("limner_previews") @used`); `swift5_protocol_conformances` is the Swift runtime's
// own list of conformances, which `PreviewRegistry` scans for `PreviewProvider` types. On ELF
// the linker defines `__start_NAME`/`__stop_NAME` for every section whose name is a C
// identifier; both are weak here, so an image without the section links and gets NULL.
// The bounds are those of the image this file is linked into (SwiftPM links a package's
// targets statically into each executable and test bundle).
#ifndef CLIMNER_SECTIONS_H
#define CLIMNER_SECTIONS_H

/// Start and end of the `limner_previews` section, or NULL when it is empty.
const void *limner_previews_start(void);
const void *limner_previews_end(void);

/// Start and end of the `swift5_protocol_conformances` section (ELF), or NULL.
const void *limner_conformances_start(void);
const void *limner_conformances_end(void);

#endif
