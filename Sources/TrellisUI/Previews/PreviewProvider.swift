/// A type that produces previews of views, the form before the `#Preview` macro:
///
/// ```swift
/// struct GreetingView_Previews: PreviewProvider {
///   static var previews: some View {
///     GreetingView(name: "Ada")
///       .previewDisplayName("Ada")
///   }
/// }
/// ```
///
/// `trellis-preview` lists a provider by its `previewDisplayName` or, without one, by its type
/// name, and shows all of `previews` at once.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  /// The platform to run the previews on; Xcode's hint, kept and ignored on Linux.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform: the previews run where they are built.
  public static var platform: PreviewPlatform? { nil }
}
