// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// The domain of the errors item providers give.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

  extension NSItemProvider {
    /// The domain of the errors item providers give.
    public static let errorDomain = NSItemProviderErrorDomain

    /// Why an item provider could not load.
    public enum ErrorCode: Int, Sendable {
      case unknownError = -1
      /// The provider has no representation of the type asked for.
      case itemUnavailableError = -1000
      /// The value loaded was not of the class asked for.
      case unexpectedValueClassError = -1100
      /// The value could not be turned into the class or type asked for.
      case unavailableCoercionError = -1200
    }

    static func error(_ code: ErrorCode, _ description: String) -> NSError {
      NSError(
        domain: NSItemProviderErrorDomain, code: code.rawValue,
        userInfo: [NSLocalizedDescriptionKey: description])
    }
  }
#endif
