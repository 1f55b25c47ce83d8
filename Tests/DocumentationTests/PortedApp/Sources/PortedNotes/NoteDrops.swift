import SwiftUI
import UniformTypeIdentifiers

/// What the notes take when text or files are dropped on them, written as for Apple's
/// platforms: `import UniformTypeIdentifiers` resolves to Trellis's module on Linux.
let noteDropTypes: [UTType] = [.plainText, .url, .fileURL]
