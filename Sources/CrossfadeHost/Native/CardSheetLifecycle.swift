import CrossfadeInteractions
import CrossfadeMotion

/// Every way a card sheet (UIKit's `presentCard`) comes and goes, decided once
/// here; the façade only does what each step returns, in order (a state machine
/// that returns what its owner should do, as Hummingbird's do).
///
/// - The engine presents the card when the sheet's view has loaded; its coming to
///   rest presented runs the completion, once.
/// - **The user's dismissal** (a drag released toward dismissal, the escape gesture,
///   a status-bar tap at the top) is seen when the engine heads for dismissed: the
///   app and the delegate hear `willDismiss` then, and `didDismiss` when the card has gone and the hosting controller is removed without UIKit's own
///   animation. A finger that catches the card and puts it back up undoes it.
///   The app's dismissal that meets a finger on the card is asked again when the
///   card comes to rest (the engine lets a holding finger decide).
/// - **The app's dismissal** (`CardPresentationController.dismiss()`, or UIKit's
///   `dismiss(animated: true)` on the card, its content or its presenter, which
///   reaches the sheet's dismissal animator) runs the engine's spring, and UIKit's
///   transition completes when the card has gone. The delegate is not told, as UIKit
///   tells it only of the user's dismissals.
/// - **A system teardown** (the sheet dismissed without either: `dismiss(animated: false)`,
///   its presenter dismissed from under it) finishes at once: `isPresented` is false, so a SwiftUI
///   binding can present again.
/// - **Refusal** (UIKit's `isModalInPresentation`, or the delegate's
///   `presentationControllerShouldDismiss` saying no) is asked when the user begins:
///   at a touch, and before any accessibility action (VoiceOver's escape, the
///   grabber's Dismiss); it becomes the
///   engine's live `dismissible`, so a drag rubber-bands back and the delegate hears
///   `presentationControllerDidAttemptToDismiss` (`dismissAttempted`).
///
/// ```swift
/// var lifecycle = CardSheetLifecycle()
/// lifecycle.viewLoaded()                            // [.perform(.present)]
/// lifecycle.settled(.presented)                     // [.completePresentation]
/// lifecycle.engineHeads(presented: false)           // [.willDismiss, .delegateWillDismiss]
/// lifecycle.settled(.dismissed)                     // [.removeHosting, .didDismiss, .delegateDidDismiss]
/// ```
public struct CardSheetLifecycle: Equatable, Sendable {
    /// Where the card is.
    public enum State: Hashable, Sendable {
        /// Asked for, on its way up.
        case presenting
        /// Up, at rest or moving with a finger.
        case presented
        /// On its way down, for the user or the app.
        case dismissing(byUser: Bool)
        /// Gone: the façade holds nothing more of it.
        case dismissed
    }

    /// What the façade does, in the order given.
    public enum Command: Equatable, Sendable {
        /// Perform the engine's action.
        case perform(CardPresentation.Action)
        /// Apply the engine's live options.
        case setOptions([String: Scalar])
        /// Run the presentation's completion.
        case completePresentation
        /// Tell the app the card is going (`CardPresentationController.onWillDismiss`).
        case willDismiss
        /// Tell the presentation controller's delegate (`presentationControllerWillDismiss`): the user's dismissals only, as UIKit.
        case delegateWillDismiss
        /// Remove the hosting controller without UIKit's animation (the engine has drawn the card gone).
        case removeHosting
        /// Complete UIKit's dismissal transition (its animator ran the engine's spring).
        case completeTransition
        /// Tell the app the card has gone (`onDismiss`); `isPresented` is false from now.
        case didDismiss
        /// Tell the delegate (`presentationControllerDidDismiss`): the user's dismissals only, as UIKit.
        case delegateDidDismiss
        /// Ask UIKit for the status bar's appearance again (`setNeedsStatusBarAppearanceUpdate`).
        case updateStatusBar(StatusBarStyle)
        /// The detent the card rests at or heads for changed (nil: dismissed).
        case detentChanged(CardDetent?)
        /// Tell the delegate the user tried to dismiss a card that may not be (`presentationControllerDidAttemptToDismiss`).
        case didAttemptToDismiss
    }

    /// Where the card is now.
    public private(set) var state = State.presenting
    /// The status bar's style as last asked for.
    public private(set) var statusBar = StatusBarStyle.darkContent
    /// The detent as last said.
    public private(set) var detent: CardDetent?
    /// The engine's `dismissible` as last written.
    public private(set) var dismissible = true
    /// Whether UIKit's dismissal transition waits for the engine.
    public private(set) var inTransition = false

    /// A card asked for (its view not loaded yet).
    public init() {}

    /// Whether the card counts as presented for the app (`isPresented`): from the
    /// moment it is asked for until it has gone.
    public var isPresented: Bool { state != .dismissed }

    /// The sheet's view has loaded: present.
    public mutating func viewLoaded() -> [Command] { state == .presenting ? [.perform(.present)] : [] }

    /// The user begins something that may dismiss (a touch, the escape gesture, a
    /// status-bar tap): whether the app lets the card go now — UIKit's
    /// `isModalInPresentation`, and the delegate's `presentationControllerShouldDismiss`
    /// (nil: no delegate, or it does not say) — becomes the engine's `dismissible`,
    /// written only when it changes.
    public mutating func userBegins(isModalInPresentation: Bool, delegateAllows: Bool?) -> [Command] {
        let allows = !isModalInPresentation && delegateAllows != false
        guard allows != dismissible else { return [] }
        dismissible = allows
        return [.setOptions(["dismissible": .bool(allows)])]
    }

    /// A frame was drawn with the engine's state `reading`: where the card heads
    /// (`engineHeads`), and the status bar's style and the detent when they change.
    public mutating func frameDrawn(_ reading: CardReading) -> [Command] {
        var commands = engineHeads(presented: reading.isPresented)
        let style = CardSheetLook.statusBarStyle(reading)
        if style != statusBar {
            statusBar = style
            commands.append(.updateStatusBar(style))
        }
        if reading.detent != detent {
            detent = reading.detent
            commands.append(.detentChanged(reading.detent))
        }
        return commands
    }

    /// Where the engine's card heads now (`CardReading.isPresented`, every frame):
    /// the user's dismissal begins when it turns to dismissed of its own accord, and
    /// is undone when a finger puts it back up.
    public mutating func engineHeads(presented: Bool) -> [Command] {
        switch (state, presented) {
        case (.presented, false), (.presenting, false):
            state = .dismissing(byUser: true)
            return [.willDismiss, .delegateWillDismiss]
        case (.dismissing(byUser: true), true):
            // Put back up by a finger: undone — unless UIKit's transition waits for the
            // card, which makes it the app's dismissal, asked again once the finger lets go.
            state = inTransition ? .dismissing(byUser: false) : .presented
            return []
        default:
            return []
        }
    }

    /// The engine's card came to rest.
    public mutating func settled(_ end: Settled) -> [Command] {
        switch (end, state) {
        case (.presented, .presenting):
            state = .presented
            return [.completePresentation]
        case (.presented, .dismissing(byUser: true)):
            state = .presented
            return []
        case (.presented, .dismissing(byUser: false)):
            // The app's dismissal met a finger on the card (the engine lets the finger
            // decide while it holds): asked again now the card rests, so it goes.
            return [.perform(.dismiss)]
        case (.dismissed, .dismissing(let byUser)):
            state = .dismissed
            return [inTransition ? .completeTransition : .removeHosting] + Self.didDismiss(byUser: byUser)
        case (.dismissed, .presenting), (.dismissed, .presented):
            // Gone before a frame saw it head down (a jump): the user's, said in full.
            state = .dismissed
            return [.willDismiss, .delegateWillDismiss, inTransition ? .completeTransition : .removeHosting] + Self.didDismiss(byUser: true)
        default:
            return []
        }
    }

    /// The user tried to dismiss a card that may not be (the engine's `dismissAttempted`).
    public mutating func dismissAttempted() -> [Command] { isPresented ? [.didAttemptToDismiss] : [] }

    /// The app's own dismissal (`CardPresentationController.dismiss()`): the engine's spring.
    public mutating func appDismisses() -> [Command] {
        switch state {
        case .presenting, .presented:
            state = .dismissing(byUser: false)
            return [.willDismiss, .perform(.dismiss)]
        case .dismissing, .dismissed:
            return []
        }
    }

    /// UIKit runs the sheet's dismissal transition (`dismiss(animated: true)` from the
    /// card, its content or its presenter): the engine's spring draws it, and the
    /// transition completes when the card has gone (at once if it already has).
    public mutating func dismissalTransitionBegins() -> [Command] {
        inTransition = true
        switch state {
        case .presenting, .presented:
            state = .dismissing(byUser: false)
            return [.willDismiss, .perform(.dismiss)]
        case .dismissing:
            return []
        case .dismissed:
            return [.completeTransition]
        }
    }

    /// The sheet's view disappeared (`viewDidDisappear`). Being dismissed
    /// (`isBeingDismissed`): a dismissal neither the engine nor the animator ran
    /// (`dismiss(animated: false)`, the presenter dismissed from under it) finishes
    /// now; after the engine's own, nothing more. Only covered (a full-screen
    /// presentation from the card's content): nothing — the card is still there.
    public mutating func disappeared(isBeingDismissed: Bool) -> [Command] {
        guard isBeingDismissed else { return [] }
        switch state {
        case .dismissed:
            return []
        case .dismissing(let byUser):
            state = .dismissed
            return Self.didDismiss(byUser: byUser)
        case .presenting, .presented:
            state = .dismissed
            return [.willDismiss, .didDismiss]
        }
    }

    /// The card has gone: the app hears it, and the delegate when it was the user's.
    private static func didDismiss(byUser: Bool) -> [Command] { byUser ? [.didDismiss, .delegateDidDismiss] : [.didDismiss] }
}

/// How the card sheet looks around the engine's card, decided here.
public enum CardSheetLook {
    /// The scene's background: black, as iOS draws behind a sheet's shrunken presenter
    /// (the app's real screen never shows around its snapshot).
    public static let background = Color.black

    /// The status bar's style over the sheet now, from the engine (`statusBar` in its state).
    public static func statusBarStyle(_ reading: CardReading) -> StatusBarStyle {
        reading.prefersLightStatusBar ? .lightContent : .darkContent
    }
}

/// A status bar's style, as UIKit's `UIStatusBarStyle` names it.
public enum StatusBarStyle: Hashable, Sendable {
    /// Light text and icons, over dark content.
    case lightContent
    /// Dark text and icons, over light content.
    case darkContent
}

/// Where a card may rest, as `UISheetPresentationController.Detent` names them.
public enum CardDetent: String, Hashable, Sendable, CaseIterable {
    /// Half the screen's height.
    case medium
    /// Near the top, below the safe area.
    case large

    /// The engine's `detents` option for the detents an app asks for: large alone,
    /// or medium and large (a card cannot rest at medium alone: it is given both, and
    /// the log says so). None asked for: large, as UIKit's default.
    public static func option(_ detents: [CardDetent]) -> (value: Scalar, log: [String]) {
        switch (detents.contains(.medium), detents.contains(.large)) {
        case (true, true): (.string("medium,large"), [])
        case (true, false): (.string("medium,large"), ["a card cannot rest at medium alone: it rests at medium and large"])
        case (false, _): (.string("large"), [])
        }
    }

    /// The detent the engine's card rests at (`detent` in its state), nil when dismissed.
    public init?(engineDetent: String?) {
        guard let engineDetent, let detent = CardDetent(rawValue: engineDetent) else { return nil }
        self = detent
    }
}

extension PlatformTouch {
    /// The first finger coming down in a report, if any: when a façade asks the app
    /// whether the user may dismiss (UIKit asks as the user's gesture begins).
    public static func fingerComingDown(_ touches: [PlatformTouch]) -> PlatformTouch? { touches.first { $0.phase == .down } }
}
