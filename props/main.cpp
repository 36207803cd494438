// The properties' main: GoogleTest, with RapidCheck's test count defaulted.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

// Tests per property unless RC_PARAMS says otherwise: enough to exercise every
// generator mode on every implementation, small enough for the ASan build.
constexpr int kDefaultMaxSuccess = 5000;

}  // namespace

int main(int argc, char** argv) {
  const char* env = std::getenv("RC_PARAMS");
  std::string params = env ? env : "";
  if (params.find("max_success") == std::string::npos) {
    params += (params.empty() ? "" : " ") + std::string("max_success=") +
              std::to_string(kDefaultMaxSuccess);
    setenv("RC_PARAMS", params.c_str(), 1);
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
