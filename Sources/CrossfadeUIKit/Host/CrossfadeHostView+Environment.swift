#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import Foundation
    import QuartzCore
    import UIKit

    extension CrossfadeHostView {
        /// The system's settings now, as the host core takes them.
        var platformTraits: PlatformTraits {
            PlatformTraits(
                safeArea: (
                    top: Double(safeAreaInsets.top), left: Double(safeAreaInsets.left), bottom: Double(safeAreaInsets.bottom),
                    right: Double(safeAreaInsets.right)
                ),
                isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                contentSize: UIKitTranslation.contentSizes[traitCollection.preferredContentSizeCategory],
                appearance: UIKitTranslation.appearance(traitCollection.userInterfaceStyle))
        }

        /// The engine's environment now: the system's settings, with what the façade adds.
        var environment: InteractionEnvironment { adjustEnvironment(platformTraits.environment) }

        /// Re-reads the settings and hands them to the host core: the one place the
        /// environment goes in after the session starts (a façade calls it when what
        /// it adds has changed, such as the tab accessory's frame).
        public func environmentDidChange() {
            apply(host.setEnvironment(environment, atPlatformTime: CACurrentMediaTime()))
        }

        /// Watches what changes the environment (traits, Reduce Motion) and what
        /// loses the touches (the app resigning active).
        func observeEnvironment() {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self]) {
                (view: CrossfadeHostView, _: UITraitCollection) in
                view.environmentDidChange()
            }
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange(_:)), name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                object: nil)
            center.addObserver(
                self, selector: #selector(applicationWillResignActive(_:)), name: UIApplication.willResignActiveNotification,
                object: nil)
        }

        @objc func reduceMotionStatusDidChange(_ notification: NSNotification) { environmentDidChange() }

        @objc func applicationWillResignActive(_ notification: NSNotification) { loseTouches() }
    }
#endif
