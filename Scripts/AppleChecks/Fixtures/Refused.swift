// What apple-check must refuse (Scripts/apple-check.sh runs it on this file and
// fails unless every line marked REFUSED is reported). Never compiled.
#if canImport(UIKit) && canImport(QuartzCore)
    import UIKit

    final class Refused: UIView {
        func mount(_ operations: [ViewOperation]) {  // REFUSED lint: no disabled-actions transaction
            for operation in operations { mount(operation) }
        }

        private func mount(_ operation: ViewOperation) {}

        func outside(_ step: ViewStep, _ layer: HostedLayer) {
            mount(step.list)  // REFUSED lint: mount outside a mount function
            layer.setProperty(.opacity(1), host: self)  // REFUSED lint: setProperty outside mount
            subviews[0].frame = bounds  // REFUSED lint: frame =
        }

        func decide(_ count: Int, _ flag: Bool, _ values: [Int]) -> Int {
            if flag { return 0 }  // REFUSED decision: if on a condition
            guard count > 2 else { return 1 }  // REFUSED decision: guard, and >
            while flag {}  // REFUSED decision: while
            let both = flag && count == 1  // REFUSED decision: &&
            let pick = both ? 1 : 2  // REFUSED decision: ?:
            switch count {
            case 1: return pick
            case let n where n < 0: return n  // REFUSED decision: where, and <
            default: return values.filter { $0 == count }.count  // REFUSED decision: default:, filter
            }
        }

        func translates(_ window: UIWindow?, _ value: Int?) -> Bool {
            guard let value else { return window != nil }  // allowed: unwrapping, != handed on
            for item in [value] { _ = item ?? 0 }  // allowed: for-in, ??
            return window == nil
        }
    }
#endif
