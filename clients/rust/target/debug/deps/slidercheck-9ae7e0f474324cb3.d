/work/wt/kinds/clients/rust/target/debug/deps/slidercheck-9ae7e0f474324cb3.d: src/lib.rs

/work/wt/kinds/clients/rust/target/debug/deps/libslidercheck-9ae7e0f474324cb3.rmeta: src/lib.rs

src/lib.rs:
