import Foundation

/// Encodes into JSON `Data`.
extension JSONEncoder: TopLevelEncoder {}

/// Decodes from JSON `Data`.
extension JSONDecoder: TopLevelDecoder {}

/// Encodes into property list `Data`.
extension PropertyListEncoder: TopLevelEncoder {}

/// Decodes from property list `Data`.
extension PropertyListDecoder: TopLevelDecoder {}
