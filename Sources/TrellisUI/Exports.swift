// As `import SwiftUI` does on Apple's platforms, `import TrellisUI` brings Foundation (`Date`,
// `UUID`, `URL`, `UserDefaults`, `Timer`, `CGFloat`, `JSONDecoder`...), the publishing core
// (ObservableObject, @Published, Combine's types) and Observation (@Observable).
@_exported import Foundation
@_exported import Observation
@_exported import TrellisCombine
// UTType and NSItemProvider (Foundation's and UniformTypeIdentifiers' on Apple's platforms),
// which `onInsert` speaks, and Transferable (CoreTransferable's, which SwiftUI re-exports),
// which `draggable` and `dropDestination` speak.
@_exported import TrellisTransferable
@_exported import TrellisUniformTypes
