// A module named as Apple's, for Linux only, so that an Apple project's `import Combine` builds
// unchanged: it is TrellisCombine. Like Apple's Combine it brings no Foundation (Apple's
// Foundation depends on Combine, not the other way round).
@_exported import TrellisCombine
