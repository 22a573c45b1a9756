#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import CrossfadeMotion
    import Foundation
    import ObjectiveC
    import UIKit

    /// The mini player of one tab bar controller (held by it, as an associated
    /// object): a host view over its whole view running player-transition, with the
    /// bar in `miniPlayer.content` and the player controller — a child of the tab bar
    /// controller — in `player.content`; the engine's own home screen and tab bar
    /// are left out, and touches where the player draws nothing reach the tabs.
    ///
    /// Where the bar lives is `MiniPlayerHosting`'s: on iOS 26 and later the system's
    /// tab accessory (`UITabAccessory`) places it and the engine grows the player
    /// from the accessory's frame, expanded or inline, while UIKit keeps its own tab
    /// bar and minimize behaviour; before, an overlay above the tab bar, whose tab
    /// bar slides with the player and whose children keep clear of the bar
    /// (`additionalSafeAreaInsets`). The tab bar's real height and Dynamic Type's bar
    /// height go to the engine live (`MiniPlayerMetrics`).
    @MainActor
    final class MiniPlayerController {
        nonisolated(unsafe) private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

        let hostView: CrossfadeHostView
        let bar = MiniPlayerBarView()
        private let player: UIViewController
        private let hosting: MiniPlayerHosting
        private weak var tabBarController: UITabBarController?
        private var slotViews: [Slot.Place: UIView] = [:]
        private let anchor = AccessoryAnchorView()
        /// The children's own bottom insets, to add the bar's to and give back.
        private var ownBottomInsets: [ObjectIdentifier: CGFloat] = [:]

        /// The mini player `tabBarController` holds, if any.
        static func of(_ tabBarController: UITabBarController) -> MiniPlayerController? {
            objc_getAssociatedObject(tabBarController, key) as? MiniPlayerController
        }

        /// Makes `controller` the one `tabBarController` holds (nil: none).
        static func set(_ controller: MiniPlayerController?, on tabBarController: UITabBarController) {
            objc_setAssociatedObject(tabBarController, key, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        init(player: UIViewController, in tabBarController: UITabBarController, onOpenChange: @escaping (Bool) -> Void) {
            self.player = player
            self.tabBarController = tabBarController
            hosting = MiniPlayerHosting(systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
            let container: UIView = tabBarController.view
            let heights = Self.heights(in: tabBarController)
            hostView = CrossfadeHostView(configuration: hosting.configuration(tabBarHeight: heights.tabBar, barHeight: heights.bar))
            tabBarController.addChild(player)
            slotViews = [.miniPlayerContent: bar, .playerContent: player.view]
            hostView.slotView = { [weak self] slot in self?.slotViews[slot.place] }
            hostView.onEvent = { event in event.settled?.playerIsOpen.map(onOpenChange) }
            hostView.onFollow = { [weak tabBarController] follow in
                tabBarController?.tabBar.transform = CGAffineTransform(translationX: CGFloat(follow.translation.x), y: CGFloat(follow.translation.y))
            }
            hostView.onLayout = { [weak self] in self?.measure() }
            hostView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hostView.bounds = container.bounds
            hostView.layer.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
            container.addSubview(hostView)
            player.didMove(toParent: tabBarController)
            switch hosting {
            case .tabAccessory: attachAccessory(to: tabBarController)
            case .overlay: break
            }
            hosting.additionalBottomInset(barHeight: MiniPlayerMetrics.defaultBarHeight).map(insetChildren)
        }

        /// iOS 26: the accessory's content is an anchor whose frame, as the system lays
        /// it out (expanded, or inline as the tab bar minimizes), is the engine's.
        private func attachAccessory(to tabBarController: UITabBarController) {
            guard #available(iOS 26.0, *) else { return }
            anchor.onLayout = { [weak self] in self?.accessoryMoved() }
            hostView.adjustEnvironment = { [weak self] environment in self?.withAccessory(environment) ?? environment }
            tabBarController.setBottomAccessory(UITabAccessory(contentView: anchor), animated: true)
        }

        /// The accessory's frame in the host view, as the engine takes it.
        private func withAccessory(_ environment: InteractionEnvironment) -> InteractionEnvironment {
            let frame = anchor.convert(anchor.bounds, to: hostView)
            return placement.environment(environment, accessoryFrame: Rect(frame))
        }

        private var placement: TabAccessoryPlacement {
            guard #available(iOS 26.0, *) else { return .none }
            return UIKitTranslation.placement(anchor.traitCollection.tabAccessoryEnvironment)
        }

        private func accessoryMoved() {
            hostView.isHidden = MiniPlayerHosting.hidesHost(isPresented: true, placement: placement)
            hostView.environmentDidChange()
        }

        /// The real tab bar's height and the bar's height for the text size, live.
        private func measure() {
            guard let tabBarController else { return }
            let heights = Self.heights(in: tabBarController)
            hostView.setLiveOptions(
                MiniPlayerMetrics.changes(tabBarHeight: heights.tabBar, barHeight: heights.bar, current: hostView.host.configuration.options))
            hosting.additionalBottomInset(barHeight: heights.bar).map(insetChildren)
        }

        /// The real tab bar's height and the bar's for the text size, as the engine takes them.
        private static func heights(in tabBarController: UITabBarController) -> (tabBar: Double, bar: Double) {
            let container: UIView = tabBarController.view
            return (
                MiniPlayerMetrics.tabBarHeight(
                    frameHeight: Double(tabBarController.tabBar.frame.height), bottomSafeArea: Double(container.safeAreaInsets.bottom)),
                MiniPlayerMetrics.barHeight(textScale: textScale(container.traitCollection))
            )
        }

        /// The tab bar controller's children keep `inset` more clear at the bottom than
        /// their own inset (remembered the first time; their other insets kept).
        private func insetChildren(by inset: Double) {
            for child in tabBarController?.viewControllers ?? [] {
                let old = child.additionalSafeAreaInsets
                let own = ownBottomInsets[ObjectIdentifier(child)] ?? old.bottom
                ownBottomInsets[ObjectIdentifier(child)] = own
                child.additionalSafeAreaInsets = UIEdgeInsets(top: old.top, left: old.left, bottom: own + CGFloat(inset), right: old.right)
            }
        }

        private static func textScale(_ traits: UITraitCollection) -> Double {
            UIKitTranslation.contentSizes[traits.preferredContentSizeCategory]?.textScale ?? 1
        }

        /// Takes the mini player away: the player is no longer a child, the tab bar and
        /// the children's insets go back, the accessory is removed.
        func remove() {
            hostView.tearDown()
            hostView.removeFromSuperview()
            player.willMove(toParent: nil)
            player.view.removeFromSuperview()
            player.removeFromParent()
            tabBarController?.tabBar.transform = .identity
            hosting.additionalBottomInset(barHeight: 0).map(insetChildren)
            guard #available(iOS 26.0, *) else { return }
            tabBarController?.setBottomAccessory(nil, animated: true)
        }
    }

    /// The tab accessory's content: it draws nothing (the engine draws the bar over
    /// it, so the player grows from there) and says when the system lays it out.
    @MainActor
    final class AccessoryAnchorView: UIView {
        var onLayout: () -> Void = {}

        init() { super.init(frame: .zero) }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }
    }
#endif
