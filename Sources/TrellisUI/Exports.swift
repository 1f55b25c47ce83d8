// As `import SwiftUI` does on Apple's platforms, `import TrellisUI` brings the publishing
// core (ObservableObject, @Published, Combine's types) and Observation (@Observable).
@_exported import Observation
@_exported import TrellisCombine
