#if canImport(UIKit)
    import CrossfadeHost
    import UIKit

    /// Plays the host core's haptics with UIKit's feedback generators: a light
    /// impact when a threshold is crossed, a selection tick when it is given back
    /// or something settles on a new page or cover. From iOS 17.5 the generators
    /// belong to the host view (`init(style:view:)`, `init(view:)`: `init(style:)`
    /// is deprecated in iOS 27).
    @MainActor
    final class HapticPlayer {
        private let impact: UIImpactFeedbackGenerator
        private let selection: UISelectionFeedbackGenerator

        /// Generators for the haptics of `view`.
        init(view: UIView) {
            if #available(iOS 17.5, *) {
                impact = UIImpactFeedbackGenerator(style: .light, view: view)
                selection = UISelectionFeedbackGenerator(view: view)
            } else {
                impact = UIImpactFeedbackGenerator(style: .light)
                selection = UISelectionFeedbackGenerator()
            }
        }

        /// Readies the generators (a finger went down: a haptic may follow soon).
        func prepare() {
            impact.prepare()
            selection.prepare()
        }

        func play(_ haptic: Haptic) {
            switch haptic {
            case .lightImpact: impact.impactOccurred()
            case .selection: selection.selectionChanged()
            }
        }
    }
#endif
