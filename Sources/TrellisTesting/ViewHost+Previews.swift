@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// Hosts the preview named `name` (the name given to `#Preview`, its file and line as in
  /// `"GreetingView.swift:42"`, or a `PreviewProvider`'s type name) from `module`, or from any
  /// module linked into the test. An empty name picks the first preview.
  ///
  /// ```swift
  /// let host = try ViewHost(preview: "Two labels", in: "label_editor")
  /// #expect(host.contains(text: "Rows: 2"))
  /// ```
  ///
  /// The screen is `width` x `height` cells; without them, the size the preview's
  /// `.fixedLayout(width:height:)` trait asks for, else 80 x 24.
  ///
  /// - Throws: `ViewHostError.notFound` naming the previews there are, or
  ///   `ViewHostError.ambiguous` when several have the name.
  public convenience init(
    preview name: String, in module: String? = nil, width: Int? = nil, height: Int? = nil
  ) throws {
    let preview: Preview
    do {
      preview = try PreviewCatalog.find(name, in: module).makePreview()
    } catch let error as PreviewLookupError {
      let what = "a preview named \"\(name)\"" + (module.map { " in \($0)" } ?? "")
      switch error {
      case .ambiguous(_, let locations):
        throw ViewHostError.ambiguous(what, count: locations.count)
      case .noPreviews:
        throw ViewHostError.notFound("\(what): there are no previews")
      case .notFound(_, _, let available):
        throw ViewHostError.notFound(
          "\(what); the previews are \(available.joined(separator: ", "))")
      }
    }
    self.init(preview: preview, width: width, height: height)
  }

  /// Hosts `preview`, as `#Preview` makes it (or a `PreviewRegistry`'s `makePreview()`).
  ///
  /// The screen is `width` x `height` cells; without them, the size the preview's
  /// `.fixedLayout(width:height:)` trait asks for, else 80 x 24.
  public convenience init(preview: Preview, width: Int? = nil, height: Int? = nil) {
    self.init(
      preview.makeView(), width: width ?? preview.fixedSize?.width ?? 80,
      height: height ?? preview.fixedSize?.height ?? 24)
  }

  /// The names of the previews in `module` (module name, as in `label_editor`, or target name),
  /// or in every module linked into the test, in the order of their files and lines.
  public static func previewNames(in module: String? = nil) -> [String] {
    PreviewCatalog.entries(in: module).map(\.name)
  }
}
