// What the products SwiftUI, Combine and UniformTypeIdentifiers build on a host other than
// Linux: nothing. There the real frameworks exist, and modules of ours with their names would
// shadow them; an app's manifest depends on these products only `.when(platforms: [.linux])`.
