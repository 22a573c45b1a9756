/// `index` into a list of `count` items that cycles both ways (−1 is the last,
/// `count` the first); `count` must be positive.
func wrappedIndex(_ index: Int, count: Int) -> Int {
    ((index % count) + count) % count
}
