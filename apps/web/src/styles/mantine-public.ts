// Mantine CSS of the first page: the global styles and the components the public pages and
// the site's bar and footer use, one file each instead of @mantine/core/styles.css (36 kB
// gzip). The `.layer.css` variants put them in the `mantine` cascade layer, so the order in
// which lazy chunks add more Mantine CSS later never lets it override the app's own styles.
// The public forms add ./mantine-forms.ts, the staff console ./mantine-all.ts; a page that alone
// uses a component imports its file (Table on /medical-training).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Accordion.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Title.layer.css";
