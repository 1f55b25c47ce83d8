import Foundation

/// Where `App.main()` runs an app: the hosts linked into the program register themselves
/// here before `main` runs (each from a small C constructor), and `App.main()` hands one of
/// them the app. The terminal host (TrellisTerminalHost, in the `TrellisUI` product) is
/// always there, under `terminal` and `text`; a GTK backend linked as well registers over it.
/// TrellisUI knows no host itself; this is the whole interface between them.
@_spi(TrellisHost) public enum AppHosts {
  /// Runs an app in a host: given what makes the app's `HostCore`, shows it and runs until
  /// the app ends.
  public typealias Runner = @MainActor (_ launch: Launch) -> Never

  /// What a host is handed to run: a way to make the app's (or preview's) core, and the
  /// size the program asked for, if any.
  @MainActor public struct Launch {
    /// The size asked for in points (a preview's `.fixedLayout`), which a host that can
    /// take it uses instead of its own; `nil` for the host's own size.
    public let requestedSize: CGSize?
    private let make:
      @MainActor (CGSize, ColorScheme, any _HostMeasurer, (any _HostRenderer)?) -> HostCore

    /// Makes the app a launch runs, for hosts that show its windows (each a core the app
    /// makes); `nil` for a launch of one view (a preview).
    public let makeApp: (@MainActor () -> HostApp)?

    init<Root: View>(requestedSize: CGSize?, root makeRoot: @escaping () -> Root) {
      self.requestedSize = requestedSize
      makeApp = nil
      make = { size, scheme, measurer, renderer in
        HostCore(
          root: makeRoot(), size: size, colorScheme: scheme, measurer: measurer,
          renderer: renderer)
      }
    }

    /// A launch whose cores `make` makes, for programs that keep the core they host (a
    /// benchmark). A host's renderer is not attached to cores made this way; the terminal
    /// then draws each frame from the last display list.
    public init(
      requestedSize: CGSize? = nil,
      make:
        @escaping @MainActor (
          _ size: CGSize, _ colorScheme: ColorScheme, _ measurer: any _HostMeasurer
        ) -> HostCore
    ) {
      self.requestedSize = requestedSize
      makeApp = nil
      self.make = { size, scheme, measurer, _ in make(size, scheme, measurer) }
    }

    /// A launch of an app: a host that knows windows makes the app with ``makeApp`` and a
    /// core for each of its windows; ``makeCore(size:colorScheme:measurer:)`` makes the app
    /// and its front window's core, for hosts of one window.
    init(app makeApp: @escaping @MainActor () -> HostApp) {
      requestedSize = nil
      self.makeApp = makeApp
      make = { size, scheme, measurer, renderer in
        let app = makeApp()
        guard let front = app.frontWindow else {
          return HostCore(
            root: EmptyView(), size: size, colorScheme: scheme, measurer: measurer,
            renderer: renderer)
        }
        return app.makeCore(
          for: front, size: size, colorScheme: scheme, measurer: measurer, renderer: renderer)
      }
    }

    /// Makes the core at `size` points, measured by `measurer`; `colorScheme` is the one the
    /// host found (the first `body` evaluations already read it).
    public func makeCore(
      size: CGSize, colorScheme: ColorScheme = .light, measurer: any _HostMeasurer
    ) -> HostCore {
      make(size, colorScheme, measurer, nil)
    }

    /// Makes the core as above, with `renderer` drawing each display list as it is laid out.
    package func makeCore(
      size: CGSize, colorScheme: ColorScheme, measurer: any _HostMeasurer,
      renderer: any _HostRenderer
    ) -> HostCore {
      make(size, colorScheme, measurer, renderer)
    }
  }

  /// The host `App.main()` uses unless `TRELLIS_HOST` names another: the last one
  /// registered with ``register(name:run:)``, or else the fallback (the terminal).
  @MainActor public static var registered: (name: String, run: Runner)? {
    preferred ?? fallback
  }

  @MainActor private static var preferred: (name: String, run: Runner)?
  @MainActor private static var fallback: (name: String, run: Runner)?
  @MainActor private static var byName: [String: Runner] = [:]

  /// The `App` type that `App.main()` is running, for hosts that name the application after
  /// it (the GTK host's application id); `nil` while a preview runs.
  @MainActor public internal(set) static var appType: Any.Type?

  /// Registers `run` as the host `App.main()` uses, under `name` (what `TRELLIS_HOST` names to
  /// pick it explicitly). The last registration wins.
  @MainActor public static func register(name: String, run: @escaping Runner) {
    preferred = (name, run)
    byName[name] = run
  }

  /// Registers `run` under `name` as the host used when no other registers with
  /// ``register(name:run:)``, whichever registers first (C constructors run in an order
  /// no one promises).
  @MainActor package static func registerFallback(name: String, run: @escaping Runner) {
    fallback = (name, run)
    byName[name] = run
  }

  /// Registers `run` under `name`, to be picked only by `TRELLIS_HOST=name`.
  @MainActor package static func registerNamed(_ name: String, run: @escaping Runner) {
    byName[name] = run
  }

  /// The host registered under `name`, if any.
  @MainActor public static func host(named name: String) -> Runner? { byName[name] }
}
