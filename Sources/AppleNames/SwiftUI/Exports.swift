// A module named as Apple's, for Linux only, so that an Apple project's `import SwiftUI` builds
// unchanged: it is TrellisUI (which brings Foundation, TrellisCombine and Observation, as
// SwiftUI does). See the porting article for the manifest.
@_exported import TrellisUI
