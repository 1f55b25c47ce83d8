// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension NSItemProvider {
    /// What ``registerItem(forTypeIdentifier:loadHandler:)`` is given: called when a receiver
    /// loads the type, with the completion to call with the item (or an error), the class the
    /// receiver expects (`NSData` for a load of data; `nil` when any will do) and options.
    public typealias LoadHandler =
      @Sendable (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// Offers an item of a type, made only when a receiver asks for it.
    ///
    /// ``loadItem(forTypeIdentifier:options:completionHandler:)`` hands the receiver the item
    /// as `loadHandler` gives it; a load of data or of a file gets its data: a string as UTF-8,
    /// a URL as its absolute string, data as itself, any other item archived.
    ///
    /// ```swift
    /// provider.registerItem(forTypeIdentifier: UTType.plainText.identifier) { completion, _, _ in
    ///   completion?(NSString(string: "漢字"), nil)
    /// }
    /// ```
    public func registerItem(
      forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler
    ) {
      append(_Representation(typeIdentifier, .lazyItem(loadHandler)))
    }
  }
#endif
