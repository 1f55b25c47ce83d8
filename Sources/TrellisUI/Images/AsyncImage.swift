import Foundation

/// A view that loads an image from a URL, and shows a placeholder until it has.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/cover.png")) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// .frame(width: 120, height: 160)
/// ```
///
/// A `file:` URL is read from disk; `http:` and `https:` ones through `URLSession.shared`.
/// PNG, JPEG and SVG images load (told apart by their bytes, whatever the URL's extension);
/// the hosts draw them as they draw images from resources. A new URL starts a new load and
/// cancels the old one; a view that goes cancels its load. A `nil` URL loads nothing and
/// stays ``AsyncImagePhase/empty``.
///
/// Until the image loads, `AsyncImage(url:)` shows a grey placeholder that fills the space it
/// is offered, and keeps it if the load fails, as Apple's does.
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let scale: CGFloat
  private let transaction: Transaction
  /// What each phase shows; `nil` for the image alone with the standard placeholder.
  private let content: ((AsyncImagePhase) -> Content)?
  @State private var phase = AsyncImagePhase.empty

  /// Loads the image at `url` and shows it at its own size; a grey placeholder fills the
  /// space offered until it has loaded, and stays if it cannot.
  /// - Parameters:
  ///   - url: The image's URL; `nil` shows the placeholder.
  ///   - scale: The image's pixels per point (2 for an image made for a denser screen).
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    self.transaction = Transaction()
    self.content = nil
  }

  /// Loads the image at `url`, shown as `content` makes it (where image modifiers such as
  /// `resizable()` go), with `placeholder` until it has loaded, and if it cannot.
  /// - Parameters:
  ///   - url: The image's URL; `nil` shows the placeholder.
  ///   - scale: The image's pixels per point.
  ///   - content: The view for the loaded image.
  ///   - placeholder: The view shown until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    self.transaction = Transaction()
    self.content = { phase in
      if let image = phase.image {
        return _ConditionalContent(storage: .trueContent(content(image)))
      }
      return _ConditionalContent(storage: .falseContent(placeholder()))
    }
  }

  /// Loads the image at `url`, showing what `content` makes of each phase of the load:
  /// ``AsyncImagePhase/empty`` until it ends, then ``AsyncImagePhase/success(_:)`` or
  /// ``AsyncImagePhase/failure(_:)``.
  /// - Parameters:
  ///   - url: The image's URL; `nil` stays empty.
  ///   - scale: The image's pixels per point.
  ///   - transaction: The transaction the change of phase is made in (its animation).
  ///   - content: The view for each phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  /// The phase's view, loading whenever the URL or scale changes.
  public var body: some View {
    shown.task(id: _AsyncImageLoader.Request(url: url, scale: scale)) {
      await load()
    }
  }

  @ViewBuilder private var shown: some View {
    if let content {
      content(phase)
    } else if let image = phase.image {
      image
    } else {
      Color.gray.opacity(0.25)
    }
  }

  /// Loads the image the view asks for now; a load that a newer one replaced (or whose view
  /// went) writes nothing.
  private func load() async {
    let request = _AsyncImageLoader.Request(url: url, scale: scale)
    if phase.image != nil || phase.error != nil {
      withTransaction(transaction) { phase = .empty }
    }
    guard let url else { return }
    let result = await _AsyncImageLoader.load(url, scale: request.scale)
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      switch result {
      case .success(let file):
        phase = .success(Image(loaded: file, label: url.lastPathComponent))
      case .failure(let error):
        phase = .failure(error)
      }
    }
  }
}

/// Where an ``AsyncImage``'s load is: what its `content` closure is given.
public enum AsyncImagePhase: Sendable {
  /// Nothing is loaded yet (or the URL is `nil`).
  case empty
  /// The image loaded.
  case success(Image)
  /// The image could not be loaded: the URL could not be read, or its bytes are not an
  /// image.
  case failure(any Error)

  /// The loaded image, if the load succeeded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why the load failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension Image {
  /// An image loaded from `file` (by `AsyncImage`), read by assistive technologies as
  /// `label`.
  init(loaded file: _ImageFile, label: String) {
    source = .resource(_ResourceImage(name: label, bundle: nil, loadedFile: file, label: label))
  }
}
